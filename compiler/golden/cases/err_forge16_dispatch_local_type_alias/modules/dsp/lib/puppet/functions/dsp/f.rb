Puppet::Functions.create_function(:'dsp::f') do
  local_types do
    type 'Hostport = Pattern[/\A[a-z]+:\d{1,4}\z/]'
    type 'Hostports = Array[Hostport, 1]'
  end
  dispatch :f do
    param 'Hostports', :list
  end
  def f(list) = list.join(',')
end
