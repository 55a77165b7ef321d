Puppet::Functions.create_function(:'bad::ret') do
  dispatch :ret do
    return_type 'Integer'
  end

  def ret
    'not an integer'
  end
end
