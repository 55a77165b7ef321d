class refs::bar {}
