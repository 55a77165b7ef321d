# Written for this case after voxpupuli/puppet-alternatives' README: entries titled "path" or "path:altlink"
# (a Windows-style altlink takes the second pattern), the same path under two altlinks.
alternative_entry { '/usr/lib/jvm/java-17-openjdk-amd64/bin/java':
  ensure  => present,
  altlink => '/usr/bin/java',
  altname => 'java',
  priority => 1711,
}
alternative_entry { '/usr/lib/jvm/java-11-openjdk-amd64/bin/java:/usr/bin/java':
  ensure   => present,
  altname  => 'java',
  priority => 1111,
}
alternative_entry { '/opt/editor/bin/vim:/usr/bin/editor': altname => 'editor', priority => 50 }
alternative_entry { 'C:/tools/vim.exe:C:/bin/editor.exe': altname => 'editor', priority => 10 }
alternatives { 'java': path => '/usr/lib/jvm/java-17-openjdk-amd64/bin/java' }
alternatives { 'editor': mode => 'auto' }
notify { 'refs':
  message => [
    Alternative_entry['/usr/lib/jvm/java-11-openjdk-amd64/bin/java:/usr/bin/java'],
    Alternative_entry['/opt/editor/bin/vim:/usr/bin/editor'],
  ],
}
