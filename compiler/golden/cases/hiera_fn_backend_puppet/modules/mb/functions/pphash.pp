function mb::pphash(Hash $options, Puppet::LookupContext $context) {
  { 'ph::a' => basename($options['path']), 'ph::i' => '%{facts.os.family}' }
}
