# QA-FORGE-7: voxpupuli-r10k's r10k::config (config.pp and r10k.yaml.erb from the code index; the
# template defines a Ruby method and writes the deploy/git/forge settings with Hash#to_yaml of a
# Symbol-keyed hash), settings as the README shows; params.pp 01b1ebd2 lacks the newer defaults,
# so they are given here (and r10k_basedir: its default, $settings::environmentpath, is the
# oracle's scratch directory).
class { 'r10k::config':
  configfile        => '/etc/puppetlabs/r10k/r10k.yaml',
  cachedir          => '/var/cache/r10k',
  r10k_basedir      => '/etc/puppetlabs/code/environments',
  manage_modulepath => true,
  modulepath        => '/etc/puppetlabs/code/environments/$environment/modules',
  root_user         => 'root',
  root_group        => 'root',
  postrun           => ['/usr/bin/curl', '-F', 'deploy=done', 'http://my-app.site/endpoint'],
  sources           => {
    'control' => {
      'remote'  => 'git@github.com:example/control-repo.git',
      'basedir' => '/etc/puppetlabs/code/environments',
      'prefix'  => false,
    },
    'hiera'   => {
      'remote'  => 'git@github.com:example/hiera-data.git',
      'basedir' => '/etc/puppetlabs/code/hieradata',
      'invalid_branches' => 'correct',
    },
  },
  deploy_settings   => {
    'purge_levels'       => ['deployment', 'environment', 'puppetfile'],
    'generate_types'     => true,
    'exclude_spec'       => true,
    'write_lock'         => 'Deploys are frozen: ask #ops',
    'purge_allowlist'    => ['custom.json', '*.xpp'],
  },
  git_settings      => {
    'provider'    => 'rugged',
    'private_key' => '/root/.ssh/id_rsa',
    'username'    => 'git',
    'repositories' => [
      { 'remote' => 'https://github.com/example/secret.git', 'private_key' => '/root/.ssh/secret' },
    ],
  },
  forge_settings    => {
    'baseurl'       => 'https://forgeapi.example.com',
    'authorization_token' => 'Bearer abc:123',
    'allow_puppetfile_override' => false,
  },
}
