#!/bin/sh
# A classifier whose output starts with a UTF-8 byte order mark before '---' (FIX-13 item 5).
printf '\357\273\277---\nclasses:\n  - foo\n'
