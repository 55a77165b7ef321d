if ($x { }
