# A composite namevar with title_patterns, as mysql_grant / postgresql
# types and ini_setting-style types write them.
Puppet::Type.newtype(:dbx_grant) do
  @doc = 'grant'
  def self.title_patterns
    [
      [/^(\S+)@(\S+)\/(\S+)$/, [[:user], [:host], [:table]]],
      [/^(\S+)@(\S+)$/, [[:user], [:host]]],
      [/(.*)/m, [[:user]]],
    ]
  end
  newparam(:user, namevar: true)
  newparam(:host, namevar: true) do
    defaultto 'localhost'
  end
  newparam(:table, namevar: true) do
    defaultto '*'
  end
  newproperty(:privileges, array_matching: :all)
end
