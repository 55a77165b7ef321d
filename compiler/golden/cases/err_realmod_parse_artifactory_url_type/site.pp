# puppet-archive: archive::parse_artifactory_url takes only http(s) URLs (Stdlib::HTTPUrl or
# Stdlib::HTTPSUrl); an ftp URL fails the dispatch with the aliases' names in the message.
notice(archive::parse_artifactory_url('ftp://repo.example.com/artifactory/r/g/m/1/m-1.jar'))
