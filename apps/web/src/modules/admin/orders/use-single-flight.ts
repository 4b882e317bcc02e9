"use client";

// One call at a time from a button or form: a second click that lands before React has re-rendered
// the button as disabled (a double click) is dropped, so the action is sent once.
import type { MutateOptions, UseMutationResult } from "@tanstack/react-query";
import { useRef } from "react";

export function useSingleFlight<Data, Variables>(
  mutation: UseMutationResult<Data, Error, Variables>,
) {
  const running = useRef(false);
  return (variables: Variables, options?: MutateOptions<Data, Error, Variables>) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(variables, {
      ...options,
      onSettled: (...settled) => {
        running.current = false;
        options?.onSettled?.(...settled);
      },
    });
  };
}
