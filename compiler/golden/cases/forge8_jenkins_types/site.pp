# QA-FORGE-8: voxpupuli/puppet-jenkins's Ruby types made through its own wrapper PuppetX::Jenkins::Type::Cli.newtype
# (lib/puppet_x: plain requires, Facter and Puppet::Util::Warnings required, autorequire blocks added after
# Puppet::Type.newtype returns), with Puppet::Property::Boolean / Puppet::Parameter::Boolean parents, newvalues of
# symbols (:undef, :GLOBAL), :array_matching => :all, as the module's README declares them.
jenkins_user { 'johndoe':
  ensure          => present,
  full_name       => 'John Doe',
  email_address   => 'johndoe@example.com',
  api_token_plain => '51a8b1dd95bc76b1a2869356c043e8b9',
  public_keys     => ['ssh-rsa AAAAB3Nza...', 'ssh-ed25519 AAAAC3Nz...'],
  password        => Sensitive('changeme'),
}
jenkins_job { 'foo':
  ensure => present,
  config => '<project><description>foo</description></project>',
}
jenkins_job { 'foo/bar':
  ensure    => present,
  config    => '<project/>',
  enable    => false,
  show_diff => false,
}
jenkins_credentials { '9b07d668-a87e-4877-9407-ae05056e32ac':
  ensure      => present,
  description => 'foo',
  impl        => 'UsernamePasswordCredentialsImpl',
  password    => 'mypass',
  username    => 'myuser',
  scope       => 'SYSTEM',
  domain      => undef,
}
jenkins_credentials { 'ssh-key':
  impl        => 'BasicSSHUserPrivateKey',
  private_key => "-----BEGIN RSA PRIVATE KEY-----\n...",
  passphrase  => '',
}
notice(Jenkins_user['johndoe']['public_keys'])
