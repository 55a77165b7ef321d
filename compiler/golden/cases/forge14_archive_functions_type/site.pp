# Written for this case after voxpupuli/puppet-archive's README (archive resource, archive::artifactory
# and archive::nexus, which call these functions).
$urls = [
  'https://repo.example.com/artifactory/libs-release-local/org/example/app/1.2.3/app-1.2.3.war',
  'https://repo.example.com/artifactory/libs-snapshot-local/com/acme/tools/cli/2.0-SNAPSHOT/cli-2.0-20230101.120000-7-linux.tar.gz',
  'http://art.example.com/artifactory/ext/net/x/y/z/lib/0.9/lib-0.9-sources.7z',
  'https://example.com/not/artifactory/layout.zip',
]
$urls.each |$i, $u| {
  $parsed = archive::parse_artifactory_url($u)
  notify { "parse ${i}": message => String($parsed) }
}
$nexus = archive::assemble_nexus_url('https://nexus.example.com/nexus', {
  'g' => 'org.example.app', 'a' => 'app', 'v' => '1.0 beta+1', 'r' => 'releases', 'p' => 'war', 'c' => 'a&b=c/d',
})
notify { 'nexus': message => $nexus }
archive { '/tmp/jta.tar.gz':
  ensure        => present,
  extract       => true,
  extract_path  => '/tmp',
  source        => 'http://example.com/jta.tar.gz',
  checksum      => '2ca09f0b36ca7d71b762e14ea2ff09d5eac57558',
  checksum_type => 'sha1',
  creates       => '/tmp/javax',
  cleanup       => true,
  allow_insecure => true,
}
archive { 'app.war':
  path           => '/opt/app/app.war',
  source         => $nexus,
  download_options => '--continue',
  require        => Archive['/tmp/jta.tar.gz'],
}
