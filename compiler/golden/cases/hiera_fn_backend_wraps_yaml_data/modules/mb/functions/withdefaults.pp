function mb::withdefaults(Hash $options, Puppet::LookupContext $context) {
  yaml_data($options, $context) + { 'extra' => "d-${options["path"].split("/")[-1]}" }
}
