# nyudlts/puppet-control-repo: the environment's own hiera.yaml is in Hiera 3's format (:backends:, :hierarchy:);
# node default looks a key up (its site.pp has include roles there: err_site_nyudlts_default_node).
node /loris/ {
  include roles::loris
}

node /fedora/ {
  include roles::fedora3
}

node /ichabod/ {
  include roles::ichabod
}

node /jetty/ {
  include roles::jetty
}

node /nexus/ {
  include roles::nexus
}

node /puppet4/ {
  include roles::puppet4
}

node /solr-server/ {
  include roles::solr
}

node /test-rvm/ {
  include roles::test_rvm
}

node /uqbar/ {
  include roles::uqbar
}

node default {
  notice('Loading node default')
  notice(hiera('message', 'no message'))
}
