node $a {}
