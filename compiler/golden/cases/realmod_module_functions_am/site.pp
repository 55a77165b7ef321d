# Functions of modules a-m that a site can call directly: theforeman-dns's get_in_addr_arpa (3.x:
# String#split(".") drops trailing empty fields) and
# puppet-archive's archive::parse_artifactory_url (a Maven 2 layout regexp with named groups and a
# back reference; nil when the URL does not match, undef for groups that did not take part).
notice(get_in_addr_arpa('10.0.0'))
notice(get_in_addr_arpa('192.168.1.'))
notice(get_in_addr_arpa('..172.16'))
notice(get_in_addr_arpa(''))
notice(get_in_addr_arpa(undef))
notice(get_in_addr_arpa('2001:db8', 'extra'))
$a = archive::parse_artifactory_url('https://repo.example.com/artifactory/libs-release-local/org/example/app/1.2.3/app-1.2.3.jar')
notice($a)
notice($a.keys)
notice($a['classifier'] == undef)
$b = archive::parse_artifactory_url('http://repo.example.com/artifactory/snapshots/com/acme/tools/lib/2.0-SNAPSHOT/lib-2.0-20240101.123456-7-sources.tar.gz')
notice($b)
$c = archive::parse_artifactory_url('https://repo.example.com/artifactory/repo/g/m/1.0/m-1.0.7z')
notice($c)
notice(archive::parse_artifactory_url('https://example.com/downloads/app.jar'))
notice(archive::parse_artifactory_url('HTTP://repo.example.com/artifactory/r/g/m/1/m-1-SNAPSHOT.zip'))
