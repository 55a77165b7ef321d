Puppet::Functions.create_function(:'m::both') do
  def both
    'the 4.x Ruby m::both'
  end
end
