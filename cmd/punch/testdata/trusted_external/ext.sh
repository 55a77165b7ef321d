#!/bin/sh
# A trusted_external_command: JSON about the certname it is given.
echo "{\"role\": \"web\", \"certname\": \"$1\", \"tags\": [\"a\", \"b\"]}"
