$urls = [
  'https://repo.example.com/artifactory/libs-release-local/org/apache/commons/commons-lang3/3.12.0/commons-lang3-3.12.0.jar',
  'http://r.example.com/artifactory/snap/com/acme/app/1.0-SNAPSHOT/app-1.0-20230101.120000-7-sources.tar.gz',
  'https://r.example.com/artifactory/snap/com/acme/tool/2.1-SNAPSHOT/tool-2.1-SNAPSHOT.7z',
  'https://r.example.com/artifactory/r/g/a/1/a-1-linux-x86_64.zip',
  'https://r.example.com/nothing/here.jar',
]
$urls.each |$i, $u| { notify { "u${i}": message => archive::parse_artifactory_url($u) } }
notify { 'nexus': message => archive::assemble_nexus_url('https://nexus.example.com', { 'g' => 'org.x y', 'a' => 'ä&b=c', 'v' => '1.0+build/7', 'r' => '~*\'()' }) }
