Puppet::Functions.create_function(:'bits::flags') do
  dispatch :flags do
    param 'Array[Integer]', :values
    param 'Integer', :mask
  end

  def flags(values, mask)
    values.map do |v|
      [v.anybits?(mask), v.allbits?(mask), v.nobits?(mask), v.anybits?(1) ? 'odd' : 'even'].join('/')
    end.join(' ')
  end
end
