# Written for this case (QA-FORGE-9): Puppet's Ruby helpers module functions use that Punch's Ruby lacks:
# Puppet::Util::Json.load/dump (puppetlabs-puppetdb, voxpupuli modules), Puppet::Util.which, Puppet::Util.symbolizehash.
Puppet::Functions.create_function(:util_missing) do
  dispatch :probe do
  end

  def try(label)
    "#{label}=#{yield.inspect}"
  rescue StandardError, NotImplementedError => e
    "#{label}!#{e.class}"
  end

  def probe
    [
      try('json_load') { Puppet::Util::Json.load('{"a": [1, 2.5, null]}') },
      try('json_dump') { Puppet::Util::Json.dump({ 'b' => 1, 'a' => [true] }) },
      try('which') { !Puppet::Util.which('sh').nil? },
      try('symbolizehash') { Puppet::Util.symbolizehash({ 'a' => 1 }) },
    ]
  end
end
