# puppet-gitolite: users and repositories declared from hashes with gitolite::users and gitolite::repos (as Hiera data would give them).
class { 'gitolite':
  user     => 'git',
  userhome => '/var/lib/gitolite3',
}
gitolite::users { 'team':
  defaults => { 'groups' => ['staff'] },
  users => {
    'carol' => { 'keys' => ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICarolKeyForGitoliteExample00000000000000 carol@x'], 'groups' => ['ops'] },
    'dave'  => { 'keys' => ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDaveKeyForGitoliteExample000000000000000 dave@y'] },
  },
}
gitolite::repos { 'main':
  defaults => { 'comments' => ['managed by puppet'] },
  repos => {
    'puppet-control' => { 'rules' => { 'RW+' => '@ops', 'R' => 'dave' }, 'description' => 'Puppet control repo' },
    'scratch'        => { 'rules' => { 'RW+' => ['carol', 'dave'] } },
  },
}
