# Written for this case (QA-FORGE-9): a Puppet:: constant Puppet 7.23 does not have (Puppet::Util::DeepMerge) is a
# NameError a function can rescue; Puppet::Util::Yaml.dump with one argument an ArgumentError (it takes a filename).
Puppet::Functions.create_function(:const_probe) do
  dispatch :probe do
  end

  def try(label)
    "#{label}=#{yield.inspect}"
  rescue StandardError, NotImplementedError => e
    "#{label}!#{e.class}"
  end

  def probe
    [
      try('yaml_dump') { Puppet::Util::Yaml.dump({ 'k' => 'v' }) },
      try('deep_merge') { Puppet::Util::DeepMerge.respond_to?(:deep_merge!) },
    ]
  end
end
