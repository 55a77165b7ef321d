function legacymod::data() {
  { 'legacymod::x' => 'from legacymod::data',
    'legacymod::merged' => { 'module' => 2 },
    'other::key' => 'not qualified with legacymod' }
}
