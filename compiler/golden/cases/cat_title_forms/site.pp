# Titles: numbers become strings? unicode, spaces, slashes, case kept, trailing slash on files.
notify { 'Mixed Case Title': }
notify { 'ünïcödé ☃': }
file { '/tmp/dir/': ensure => directory }
notify { "with\nnewline": }
user { 'UPPER': }
