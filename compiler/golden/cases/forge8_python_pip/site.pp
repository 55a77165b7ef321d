# QA-FORGE-8: voxpupuli/puppet-python's python::pip d722c388 (untyped parameters, bareword comparisons
# `$ensure == absent`, regexp case options for dated and dotted versions, a selector with regexps over URLs,
# "\$" escapes, validate_absolute_path) with the README's examples and each ensure branch.
python::pip { 'flask':
  virtualenv => '/var/www/project1',
  owner      => 'www-data',
  proxy      => 'http://proxy.domain.com:3128',
}
python::pip { 'requests': ensure => '2.31.0' }
python::pip { 'certifi': ensure => '2023-07-22' }
python::pip { 'pip-tools': ensure => latest, editable => true, install_args => '--no-cache-dir' }
python::pip { 'old': ensure => absent, uninstall_args => '-q' }
python::pip { 'mylib':
  url    => 'git+https://github.com/example/mylib.git',
  ensure => 'v1.2.3',
  egg    => 'mylib_egg',
}
python::pip { 'tarball':
  url         => 'https://files.example.com/pkg-1.0.tar.gz',
  environment => ['PIP_INDEX_URL=https://pypi.example.com/simple'],
  timeout     => 600,
}
python::pip { 'pinned==1.0': }
python::pip { 'localpkg': url => '/opt/src/localpkg' }
