# #hash agrees with eql? (equal values hash alike, others differ) for Strings (bytes, and the encoding unless
# ASCII-only), Symbols, Arrays, Hashes in any order, Ranges, big Integers, nil and booleans (RUBYAPI-6's note: every
# String hashed to its length). Ruby's values are seeded per process: only their relations are compared.
p 'x'.hash == 'y'.hash
p 'x'.hash == 'x'.dup.hash
p 'ab'.hash == 'ba'.hash
p 'a'.hash == 'a'.b.hash
p 'é'.hash == 'é'.b.hash
p 'é'.hash == 'é'.dup.hash
p 'x'.hash.class
p ['a'].hash == ['b'].hash
p ['a'].hash == ['a'].hash
p({ 'a' => 1 }.hash == { 'a' => 1 }.hash)
p({ 'a' => 1 }.hash == { 'b' => 1 }.hash)
p 'x'.hash.eql?('x'.hash)
p :x.hash == :x.hash
p({ a: 1, b: 2 }.hash == { b: 2, a: 1 }.hash)
p nil.hash == nil.hash, true.hash == true.hash, true.hash == false.hash
p [1, 2].hash == [1, 2].hash, (1..2).hash == (1..2).hash, (2**70).hash == (2**70).hash, (2**70).hash == (2**71).hash
