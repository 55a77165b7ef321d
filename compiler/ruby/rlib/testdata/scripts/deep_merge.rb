# The deep_merge gem (Debian ruby-deep-merge 1.1.1) as module Ruby uses it:
# Hash#deep_merge!, #deep_merge, #ko_deep_merge!, DeepMerge.deep_merge! and
# every option, recorded against the real gem.
show('require') { [require('deep_merge'), require('deep_merge'), require('deep_merge/core')] }
show('simpkv') do
  h = { 'a' => { 'b' => 1, 'l' => [1] }, 'x' => 'keep' }
  [h.deep_merge!({ 'a' => { 'c' => 2, 'l' => [2] }, 'x' => 'over' }), h]
end
show('keep') { { 'a' => 1, 'b' => { 'c' => [1] } }.deep_merge({ 'a' => 2, 'b' => { 'c' => [2], 'd' => 3 } }) }
show('module') { DeepMerge.deep_merge!({ 'n' => { 'm' => 1 } }, { 'n' => { 'o' => 2 } }) }
show('ko') { { 'k' => [1, 2] }.ko_deep_merge!({ 'k' => [3] }, merge_hash_arrays: true) }
show('ko remove') { { x: %w[1 3], y: 'z' }.ko_deep_merge!({ x: %w[--1 2], y: '--z' }) }
show('ko bare') { { x: [1, 2, 3] }.ko_deep_merge!({ x: '--' }) }
show('ko bare in array') { { x: [1, 2, 3], y: 'a' }.ko_deep_merge!({ x: %w[-- 4] }) }
show('ko prefix') { { x: %w[a b] }.deep_merge!({ x: %w[^^a c] }, knockout_prefix: '^^') }
show('ko hash') { { x: { y: 1 } }.ko_deep_merge!({ x: '--y' }) }
show('ko array over scalar') { { x: 1 }.ko_deep_merge!({ x: %w[--a b] }) }
show('ko empty') { {}.deep_merge!({ a: 1 }, knockout_prefix: '') }
show('ko preserve') { {}.deep_merge!({ a: 1 }, knockout_prefix: '--', preserve_unmergeables: true) }
show('overwrite arrays') { { a: [1, 2] }.deep_merge!({ a: [3] }, overwrite_arrays: true) }
show('sort') { { a: [3, 1] }.deep_merge!({ a: [2] }, sort_merged_arrays: true) }
show('unpack') { { x: ['5', '6', '7,8'] }.deep_merge!({ x: ['1,2,3', '4'] }, unpack_arrays: ',') }
show('hash arrays') { { x: [{ z: 2 }, { q: 1 }] }.deep_merge!({ x: [{ y: 1 }] }, merge_hash_arrays: true) }
show('hash arrays longer') { { x: [{ z: 2 }] }.deep_merge!({ x: [{ y: 1 }, { w: 3 }] }, merge_hash_arrays: true) }
show('extend') { { x: [1] }.deep_merge!({ x: 2 }, extend_existing_arrays: true) }
show('extend hash') { { x: [1] }.deep_merge!({ x: { a: 1, b: 2 } }, extend_existing_arrays: true) }
show('unmergeable') { [{ a: 'x' }.deep_merge!({ a: [1] }), { a: 'x' }.deep_merge({ a: [1] }), { a: [1] }.deep_merge({ a: { b: 1 } })] }
show('hash over scalar') { [{ a: 1 }.deep_merge!({ a: { b: { c: 1 } } }), { a: 1 }.deep_merge({ a: { b: 1 } })] }
show('nil and false') { [{ a: nil, b: false }.deep_merge({ a: 1, b: 2 }), { a: 1 }.deep_merge!({ a: nil }), { a: 1 }.deep_merge!({ a: false })] }
show('nil source') { DeepMerge.deep_merge!(nil, { a: 1 }) }
show('nil dest') { [DeepMerge.deep_merge!({ a: 1 }, nil), DeepMerge.deep_merge!({ a: 1 }, nil, preserve_unmergeables: true)] }
show('scalars') { [DeepMerge.deep_merge!(1, 2), DeepMerge.deep_merge!('a', [1], extend_existing_arrays: true)] }
show('identity') do
  src = { a: { b: 1 } }
  dst = {}
  dst.deep_merge!(src)
  [dst[:a].equal?(src[:a]), dst]
end
show('union') { { a: [1, 2, 2, 3] }.deep_merge!({ a: [3, 4, 4] }) }
show('errors') { [DeepMerge::InvalidParameter.ancestors.take(3), DeepMerge::DEFAULT_FIELD_KNOCKOUT_PREFIX] }
show('rails before') { {}.respond_to?(:deeper_merge!) }
show('rails') { [require('deep_merge/rails_compat'), { a: [1] }.deeper_merge!({ a: [2] }), { a: 1 }.deeper_merge({ a: 2 }), { a: %w[x y] }.ko_deeper_merge!({ a: %w[--x] })] }
