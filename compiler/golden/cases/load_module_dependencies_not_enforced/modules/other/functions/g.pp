function other::g() { 'from other' }
