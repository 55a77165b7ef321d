Puppet::Functions.create_function(:'fz::make') do
  def make
    ['made', { 'k' => 'v' }]
  end
end
