# Special Float values a module function computes (ratios of zero, overflow) handed to Puppet code.
Puppet::Functions.create_function(:'fl::val') do
  dispatch :val do
    param 'String', :which
  end

  def val(which)
    { 'nan' => 0.0 / 0.0, 'inf' => 1.0 / 0.0, 'ninf' => -1.0 / 0.0, 'negzero' => -0.0, 'tiny' => 5e-324, 'big' => 1.7976931348623157e308, 'int_float' => 3.0 }[which]
  end
end
