case $x { 1: }
