import { searchKey } from "@contract/search-text";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { suggestionsQueryOptions } from "./api/get-suggestions";

/** Decision 26: suggestions are asked for once typing pauses this long. */
export const suggestionPauseMs = 250;

/** The server answers nothing below two letters of search words, so nothing is asked. */
const minLetters = 2;

/**
 * The suggestions for what is typed. A request goes out 250 ms after typing pauses, and one at a time:
 * the words asked for move on to the latest ones only once the previous request has settled, so a slow
 * answer is never overtaken by a quicker one and requests never pile up behind a slow server.
 */
export function useSuggestions(text: string) {
  const words = searchKey(text);
  const [paused, setPaused] = useState("");
  const [asked, setAsked] = useState("");

  useEffect(() => {
    const timer = setTimeout(() => setPaused(words), suggestionPauseMs);
    return () => clearTimeout(timer);
  }, [words]);

  const query = useQuery({
    ...suggestionsQueryOptions(asked),
    enabled: asked.length >= minLetters,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (paused !== asked && !query.isFetching) setAsked(paused);
  }, [paused, asked, query.isFetching]);

  const wanted = words.length >= minLetters;
  return {
    /** The latest answer (perhaps for slightly older words), or nothing while too little is typed. */
    data: wanted && asked.length >= minLetters ? query.data : undefined,
    /** The answer is for the words typed now. */
    settled: wanted && asked === words && query.isSuccess && !query.isFetching,
  };
}
