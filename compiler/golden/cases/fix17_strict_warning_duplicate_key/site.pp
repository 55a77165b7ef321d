# strict = warning (the default): DUPLICATE_KEY is a warning, the last value wins
$h = {'a' => 1, 'b' => 2, 'a' => 3}
notice($h)
