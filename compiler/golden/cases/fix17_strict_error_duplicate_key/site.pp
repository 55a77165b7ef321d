# strict = error: a hash literal with a duplicate key is the validator's DUPLICATE_KEY error
notice({'a' => 1, 'b' => 2, 'a' => 3})
