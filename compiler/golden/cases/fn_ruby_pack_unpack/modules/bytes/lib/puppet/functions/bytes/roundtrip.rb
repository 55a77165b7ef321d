Puppet::Functions.create_function(:'bytes::roundtrip') do
  dispatch :roundtrip do
    param 'Array[Integer]', :numbers
    param 'String', :text
  end

  def roundtrip(numbers, text)
    out = []
    out << numbers.pack('N*').bytes.inspect
    out << numbers.pack('n*').bytes.inspect
    out << [numbers.first].pack('N').unpack1('N').inspect
    out << text.unpack('H*').first
    out << text.unpack1('H*')
    out << [text.unpack1('H*')].pack('H*').force_encoding('UTF-8').inspect
    out << text.unpack('C*').inspect
    out << [104, 105].pack('C*').inspect
    out << text.unpack('U*').inspect
    out << [text].pack('m0')
    out << [text].pack('m').inspect
    out << 'aGk='.unpack1('m0')
    out << ['ab', 'c'].pack('a3a3').inspect
    out.join(' | ')
  end
end
