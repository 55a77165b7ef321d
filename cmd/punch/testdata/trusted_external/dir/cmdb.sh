#!/bin/sh
echo "{\"owner\": \"ops\", \"node\": \"$1\"}"
