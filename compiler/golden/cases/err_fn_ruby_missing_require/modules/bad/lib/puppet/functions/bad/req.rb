require 'no/such/library'

Puppet::Functions.create_function(:'bad::req') do
  def req
    1
  end
end
