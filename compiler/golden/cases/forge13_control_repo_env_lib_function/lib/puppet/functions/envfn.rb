Puppet::Functions.create_function(:envfn) do
  def envfn
    'env level'
  end
end
