define x() { class y {} }
