case $a { 1: {
