# The compile benchmark of issue 3: 5,000 defined-type instances, each
# declaring a file and a notify with a relationship between them (10,000
# built-in resources), plus a collector with an override.
define bench::item(Integer $n, String $owner = 'root') {
  file { "/srv/bench/${title}":
    ensure  => file,
    owner   => $owner,
    content => "item ${n}\n",
  }
  notify { "notify-${title}":
    message => "n=${n}",
  }
  Notify["notify-${title}"] -> File["/srv/bench/${title}"]
}

Integer[1, 5000].each |$i| {
  bench::item { "i${i}": n => $i }
}

File <| tag == 'bench::item' |> { mode => '0644' }
