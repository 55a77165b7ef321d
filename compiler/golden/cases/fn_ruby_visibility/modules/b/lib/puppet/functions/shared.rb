# A global function that modules b and c both define.
Puppet::Functions.create_function(:shared) do
  def shared
    'shared from b'
  end
end
