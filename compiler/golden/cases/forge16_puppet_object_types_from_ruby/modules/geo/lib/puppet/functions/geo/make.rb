Puppet::Functions.create_function(:'geo::make') do
  dispatch :make do
    param 'Type[Geo::Point]', :type
    param 'Integer', :x
    param 'Integer', :y
  end

  def make(type, x, y)
    [call_function('new', type, x, y), call_function('new', type, { 'x' => x, 'label' => 'named' })]
  end
end
