require 'puppet/parameter/boolean'
Puppet::Type.newtype(:pt_rule) do
  @doc = <<-EOT
    A rule with providers that confine, default and declare features.

    Second paragraph, indented as heredocs are.
  EOT
  feature :limiting, 'can limit', methods: [:limit]
  feature :logging, 'can log'
  feature :ipv6, 'ipv6'

  ensurable do
    desc 'Whether the rule exists.'
    defaultvalues
    newvalue(:disabled)
    aliasvalue(:off, :disabled)
  end

  def self.title_patterns
    [
      [%r{\A(\d+)-(\w+)\z}, [[:name, ->(x) { "rule#{x}" }], [:chain]]],
      [%r{\A(.*)\z}m, [[:name]]],
    ]
  end

  newparam(:name, namevar: true) do
    desc 'The rule name.'
  end

  newparam(:chain, namevar: true) do
    desc 'The chain.'
    newvalues(:input, :output, /^custom_/)
    defaultto :input
  end

  newparam(:flag, boolean: true, parent: Puppet::Parameter::Boolean) do
    desc 'A flag.'
    defaultto :false
  end

  newparam(:level) do
    newvalues(:low, :high)
    munge { |v| raise 'level munge broke' if v.to_s == 'boom'; super(v) }
    validate { |v| raise RuntimeError, 'level validate broke' if v.to_s == 'crash' }
  end

  newproperty(:ports, array_matching: :all) do
    desc 'Ports.'
    munge { |v| Integer(v) }
  end

  newproperty(:action) do
    newvalues(:accept, :drop)
    aliasvalue(:allow, :accept)
  end

  newproperty(:limit, required_features: :limiting) do
    desc 'Rate.'
  end

  newproperty(:log, required_features: [:logging]) do
    newvalues(:yes, :no)
  end

  newproperty(:comment)

  validate do
    raise ArgumentError, 'comment needs ports' if self[:comment] && !self[:ports]
  end
end
