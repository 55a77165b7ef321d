class profile::escape {
  $x = "unknown \q escape"
  notify { $x: }
}
