include caps
