# Array#pack and String#unpack/unpack1 with the directives Forge code uses (icinga2's PBKDF2 ticket:
# pack('N'), unpack('H*'); mysql's hasher: unpack1('H*')).
notice(bytes::roundtrip([1, 258, 4294967295], 'héllo'))
