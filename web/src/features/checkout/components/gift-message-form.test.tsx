import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { GiftMessageForm } from "./gift-message-form";

function Form() {
  const [message, setMessage] = useState("");
  const [from, setFrom] = useState("");
  return (
    <GiftMessageForm message={message} from={from} onMessageChange={setMessage} onFromChange={setFrom} />
  );
}

describe("GiftMessageForm", () => {
  it("counts the message's characters up to 200, keeps line breaks, and signs it from up to 50", async () => {
    render(<Form />);
    const message = screen.getByLabelText("Gift message");
    expect(message).toHaveAccessibleDescription("0/200");
    expect(message).toHaveAttribute("maxLength", "200");
    expect(screen.getByLabelText("From")).toHaveAttribute("maxLength", "50");
    expect(screen.getByText(/printed|card that goes with the gift/)).toHaveTextContent(
      "No prices travel with it.",
    );

    await userEvent.type(message, "Happy birthday!{enter}Love");
    expect(message).toHaveValue("Happy birthday!\nLove");
    expect(message).toHaveAccessibleDescription("20/200");
  });

  it("says a message of more than 8 lines is too long, as the server would", () => {
    render(<Form />);
    const message = screen.getByLabelText("Gift message");
    fireEvent.change(message, { target: { value: "a\nb\nc\nd\ne\nf\ng\nh" } });
    expect(message).not.toHaveAttribute("aria-invalid");
    fireEvent.change(message, { target: { value: "a\nb\nc\nd\ne\nf\ng\nh\ni" } });
    expect(message).toHaveAttribute("aria-invalid", "true");
    expect(message).toHaveAccessibleDescription("Gift message must be at most 8 lines");
  });
});
