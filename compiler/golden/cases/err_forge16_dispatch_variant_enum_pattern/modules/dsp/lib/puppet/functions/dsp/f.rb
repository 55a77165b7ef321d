Puppet::Functions.create_function(:'dsp::f') do
  dispatch :f do
    param 'Variant[Enum[present, absent], Pattern[/\A\d+\.\d+\z/], Boolean]', :ensure
    param 'String', :name
  end
  def f(e, n) = "#{e} #{n}"
end
