#!/bin/sh
# A classifier whose YAML holds a date: Psych refuses the Date class (safe_load).
printf "parameters:\n  since: 2020-01-02\n"
