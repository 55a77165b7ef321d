#!/bin/sh
# A classifier whose output is not YAML.
echo 'classes: [unclosed'
