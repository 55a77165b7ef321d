# A hash given to a relationship metaparameter (mistral::notifier's own `notify` parameter is one:
# a class parameter named like a metaparameter is also the metaparameter). Puppet's
# RelationshipValidator looks up the value's Ruby to_s, so its message shows the hash as Ruby
# prints it ({"type"=>"webhook", "n"=>[1, nil]}), inspected once more.
class m($notify = []) { notice("n=${notify}") }
class { 'm': notify => [{ 'type' => 'webhook', 'n' => [1, undef] }] }
